# what: predict on the example runs CSV saved as UTF-16 big-endian with a BOM (FE FF; round 66 says UTF-16 with a BOM is named as UTF-16): refused naming runs.csv and saying UTF-16 (convert to UTF-8)
# expect-rc: 1
# expect: runs.csv
# expect: UTF-16
# expect-not: Traceback
"$PY" -c 'import os;t=open(os.environ["PROJECT"]+"/scenarios/examples/my-runs.csv",encoding="utf-8").read();open("runs.csv","wb").write(b"\xfe\xff"+t.encode("utf-16-be"))'
timeout 55 "$TR" predict runs.csv
