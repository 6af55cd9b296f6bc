"""Round 8's open defect and the ninth hostile round: each test fails before its fix."""
import pytest

from trainium_report import cache
from trainium_report.publishing import publish


def test_c_a_second_build_is_refused_even_when_the_cache_was_moved_away(tmp_path, monkeypatch):
    """Round 8, C: the lock lived only in .cache/locks; with .cache moved or removed while a build
    ran, a second build made a new (free) lock file, got in, and removed the first one's work
    folder as stale (the first then failed with FileNotFoundError)."""
    out = tmp_path / "out"
    monkeypatch.setattr(cache, "CACHE_DIR", tmp_path / "cache-a")
    with publish.folder_lock(out):
        work = out / ".build-abcd1234"
        work.mkdir()
        monkeypatch.setattr(cache, "CACHE_DIR", tmp_path / "cache-b")   # `mv .cache elsewhere`
        with pytest.raises(publish.BuildLocked, match="another build is writing to .*pid \\d+|another process"):
            with publish.folder_lock(out):
                publish.remove_stale(out, tmp_path / "figures")
        assert work.is_dir()
    with publish.folder_lock(out):       # released: the next build gets in and clears what is stale
        assert publish.remove_stale(out, tmp_path / "figures") == [work]
