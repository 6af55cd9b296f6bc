# what: correct result: specs.csv: trainium3's fp32 compute_per_core (line 125, 20) set to 34 (8 x 34 = 272 vs 183: 1.486x, just inside cores-times-per-core's 1.5, odd but legal) and the ratio checked independently: validate OK rc 0 (no cores-times-per-core error), check ok
# expect-rc: 0
# expect: OK
# expect: check ok
# expect-not: cores-times-per-core
# expect-not: CHECK FAILED
source "$PROJECT/benchmarks/hostile-cases/lib/prelude-d.sh"
setcell d/specs.csv 125 value 34
"$PY" -c '
import csv
r=list(csv.reader(open("d/specs.csv")))
cores=float(r[102][2]); pc=float(r[124][2]); tot=float(r[111][2])
ok = r[102][:2]==["trainium3","neuron_cores"] and r[111][1]=="compute" and r[111][4]=="fp32" and 0.5<=cores*pc/tot<=1.5
print("check ok" if ok else "CHECK FAILED: %s" % (cores*pc/tot))'
timeout 55 "$TR" validate d
