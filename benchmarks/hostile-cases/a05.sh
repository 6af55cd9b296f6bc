# what: specs --csv to a FIFO nobody reads (must not hang)
# expect-rc: 1
# expect: pipe.csv
# expect: FIFO
mkfifo pipe.csv
"$TR" specs trainium2 --csv pipe.csv
