"""The refused-character class and its ASCII fast path: one answer for every text."""
import unicodedata

from trainium_report import inputs


def test_the_ascii_fast_path_refuses_exactly_the_controls_of_the_whole_class():
    refused = [chr(i) for i in range(128) if inputs.CONTROL_RE.search(chr(i))]
    # worked by hand: the C0 controls but tab, line feed and carriage return (29), and DEL
    expected = [chr(i) for i in [*range(0x00, 0x09), 0x0B, 0x0C, *range(0x0E, 0x20), 0x7F]]
    assert refused == expected and len(refused) == 30
    for c in map(chr, range(128)):
        assert bool(inputs.CONTROL_RE.full.search(c)) == (c in expected)


def test_a_text_beyond_ascii_is_read_against_the_whole_class():
    assert inputs.CONTROL_RE.search("Trainium\u200b2")[0] == "\u200b"          # a zero-width space
    assert inputs.CONTROL_RE.search("café\x1b[31m")[0] == "\x1b"                # ASCII control in a non-ASCII text
    assert inputs.CONTROL_RE.search("Trainium2 \u2014 Инферентия") is None      # dash and Cyrillic are text
    assert inputs.CONTROL_RE.search("a\tb\nc\r") is None                        # tab and line ends are let through
    assert unicodedata.category("\ue000") == "Co" and inputs.CONTROL_RE.search("x\ue000")


def test_a_stack_of_marks_is_found_and_plain_ascii_has_none():
    assert inputs.mark_stack("Zalgo") is None
    assert inputs.mark_stack("Vie\u0302\u0323t") is None                        # two marks: Vietnamese
    assert "5 combining marks" in inputs.mark_stack("Z" + "\u0301" * 5)
