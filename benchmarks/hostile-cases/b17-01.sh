# what: -p given a key but no value at the end of the line (estimate s.yaml -p tokens_per_day: a script's unset $VALUE dropped): argparse's usage error naming -p/--param (estimate --help: "-p KEY VALUE"), non-zero, no traceback, no table
# expect-rc: nonzero
# expect: --param
# expect-not: Traceback
cp "$PROJECT/scenarios/examples/small-volume.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -p tokens_per_day
