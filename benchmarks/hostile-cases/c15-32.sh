# what: predict on the example runs CSV whose line 2 has a NUL byte inside its note (a binary slip): refused naming r.csv (and line 2), no traceback
# expect-rc: nonzero
# expect: r.csv
"$PY" -c "
import os
t=open(os.environ['PROJECT']+'/scenarios/examples/my-runs.csv','rb').read().split(b'\n')
t[1]=t[1].replace(b'example of the format',b'example\x00of the format',1)
open('r.csv','wb').write(b'\n'.join(t))"
timeout 55 "$TR" predict r.csv 2>&1
