# what: specs.csv: trn2.48xlarge's vcpus (line 349, 192) written 191.99999 (a spreadsheet's float residue; not a whole count, brief: whole: true on vCPU counts): refused naming specs.csv, line 349 (a tolerance that reads it as 192 would be arguable; see report)
# expect-rc: 1
# expect: specs.csv
# expect: 349
source "$PROJECT/benchmarks/hostile-cases/lib/prelude-d.sh"
setcell d/specs.csv 349 value 191.99999
timeout 55 "$TR" validate d
