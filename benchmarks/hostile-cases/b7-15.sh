# what: -y holding a nine-level YAML alias bomb on estimate's command line (-y '{a: &a [x,x,...], b: &b [*a x9], ... title: *i}'), under ulimit -v 3,000,000 KB: refused quickly naming -y, no memory blow-up, no e.csv
# expect-rc: 1
# expect: -y
# expect: no csv
cp "$PROJECT/scenarios/default.yaml" s.yaml
Y='{a: &a [x,x,x,x,x,x,x,x,x], b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a], c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b], d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c], e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d], f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e], g: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f], h: &h [*g,*g,*g,*g,*g,*g,*g,*g,*g], i: &i [*h,*h,*h,*h,*h,*h,*h,*h,*h], title: *i}'
( ulimit -v 3000000; timeout 50 "$TR" estimate s.yaml --csv e.csv -y "$Y" > out.txt 2>&1 ); rc=$?
head -c 600 out.txt; echo; echo "rc=$rc"
[ -e e.csv ] || echo "no csv"
exit $rc
