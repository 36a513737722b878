import pytest

from tests.pages.world import build_world


@pytest.fixture
def world(db):
    return build_world()
