# what: correct result: specs.csv: trn2.48xlarge's vcpus (line 349, 192) written 1.92e2 and trn2-ultraserver's (line 360, 768) written 768.0: whole numbers in a Table Schema number's legal forms; validate OK rc 0 (whole means the value, not the spelling)
# expect-rc: 0
# expect: OK
source "$PROJECT/benchmarks/hostile-cases/lib/prelude-d.sh"
setcell d/specs.csv 349 value 1.92e2
setcell d/specs.csv 360 value 768.0
timeout 55 "$TR" validate d
