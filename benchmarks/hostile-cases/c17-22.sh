# what: predict on a runs CSV whose line 2 model_name holds Windows-1252 smart quotes (bytes 0x93/0x94 around "Llama", saved by Excel in ANSI): not UTF-8; refused naming runs.csv (and the line or the encoding), never a traceback or mojibake read as a name
# expect-rc: 1
# expect: runs.csv
"$PY" - "$PROJECT/scenarios/examples/my-runs.csv" <<'P'
import sys
b=open(sys.argv[1],"rb").read().split(b"\n")
b[1]=b[1].replace(b",Llama-3.3-70B,",b",\x93Llama\x94-3.3-70B,",1)
open("runs.csv","wb").write(b"\n".join(b))
P
timeout 55 "$TR" predict runs.csv
