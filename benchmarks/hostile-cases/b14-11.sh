# what: a bad sector under data/models.csv (every read() of it returns EIO, injected by strace -P) for model llama-3.1-8b --data-dir d: non-zero, a short error naming models.csv, no traceback, no hang
# expect-rc: nonzero
# expect: models.csv
# expect-not: Traceback
cp -r "$PROJECT/data" d
timeout 55 strace -f -o /dev/null -P "$W/d/models.csv" -e inject=read,pread64,readv:error=EIO "$TR" model llama-3.1-8b --data-dir d 2>&1
