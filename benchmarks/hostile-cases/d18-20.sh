# what: specs.csv saved with a UTF-8 BOM and trainium3's fp32 compute_per_core (line 125) slipped to 2: the BOM must not shift lines or break the header: refused naming specs.csv, 125, cores-times-per-core
# expect-rc: 1
# expect: specs.csv
# expect: 125
# expect: cores-times-per-core
source "$PROJECT/benchmarks/hostile-cases/lib/prelude-d.sh"
setcell d/specs.csv 125 value 2
printf '\xef\xbb\xbf' | cat - d/specs.csv > t && mv t d/specs.csv
timeout 55 "$TR" validate d
