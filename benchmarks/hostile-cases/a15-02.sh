# what: a "billion laughs" alias bomb inside efficiency_overrides (9 levels of 9 aliases each, 387 million leaves if walked) in the file: refused naming the file (and efficiency_overrides) within 55 s, never a hang or memory blow-up
# expect-rc: 1
# expect: s.yaml
# expect: efficiency_overrides
{
echo 'scenario: s'
echo 'x0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]'
for i in 1 2 3 4 5 6 7 8 9; do p=$((i-1)); echo "x$i: &a$i [*a$p, *a$p, *a$p, *a$p, *a$p, *a$p, *a$p, *a$p, *a$p]"; done
echo 'efficiency_overrides: {p5.48xlarge: *a9}'
} > s.yaml
timeout 55 "$TR" estimate s.yaml 2>&1 | head -c 5000
exit ${PIPESTATUS[0]}
