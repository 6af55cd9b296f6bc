# what: specs.csv rewritten with CRLF line endings (a Windows save) and trainium2's neuron_cores (line 62) written 0.5: refused naming specs.csv and line 62 (line numbers the file's; no \r in a field)
# expect-rc: 1
# expect: specs.csv
# expect: 62
source "$PROJECT/benchmarks/hostile-cases/lib/prelude-d.sh"
setcell d/specs.csv 62 value 0.5
sed -i 's/$/\r/' d/specs.csv
timeout 55 "$TR" validate d
