# what: data_dir pointing at an empty folder (data_dir: empty, relative to the scenario file as its comment says): refused naming data_dir or the missing dataset file and the folder, no traceback
# expect-rc: 1
# expect: empty
mkdir empty
cp "$PROJECT/scenarios/default.yaml" s.yaml
timeout 55 "$TR" estimate s.yaml -p data_dir empty
