# what: predict on the example runs CSV saved as UTF-16 little-endian WITH its byte order mark (FF FE, as Excel's "Unicode text" writes): refused naming r.csv and asking for UTF-8; the message must not claim the file has no byte order mark (a wrong diagnosis sends the user hunting for the wrong fault)
# expect-rc: nonzero
# expect: r.csv
# expect: UTF-8
# expect-not: no byte order mark
"$PY" -c "
import os
t=open(os.environ['PROJECT']+'/scenarios/examples/my-runs.csv',encoding='utf-8').read()
open('r.csv','wb').write(b'\xff\xfe'+t.encode('utf-16-le'))"
timeout 55 "$TR" predict r.csv 2>&1
