# what: specs given an entity id holding an OSC terminal-title escape, a BEL and a line break forging an "OK:" line
# expect-rc: 1
# expect: entities.csv
# expect: pwned
# expect-not: ]0;
"$TR" specs "$(printf 'tr\033]0;pwned\007\nOK: forged')" metric
