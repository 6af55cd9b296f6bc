# what: estimate with your own trn1.32xlarge runs of Llama 3.1 70B that are the published ones (trn1-throughput-l5/l6/l7) at half the throughput and twice the TTFT and TPOT: trn1's cost per token rises (by 1.3x to 2.5x), the GPU's stays the same, and trn1's label says it was rescaled to your runs
# expect-rc: 0
# expect: OK trn1 cost up
# expect: OK p5 unchanged
H=$(head -1 "$PROJECT/data/measurements.csv")
{ echo "$H"; grep -E "^trn1-throughput-l(5|6|7)," "$PROJECT/data/measurements.csv" | "$PY" -c "
import csv,sys
w=csv.writer(sys.stdout, lineterminator='\n')
for row in csv.reader(sys.stdin):
    row[0]='my-'+row[0]; row[17]=str(float(row[17])/2); row[18]=str(float(row[18])*2); row[19]=str(float(row[19])*2); row[23]=''; row[25]='my slow run'
    w.writerow(row)"; } > runs.csv
printf 'scenario: base\ncandidates: [trn1, p5]\nmin_tokens_per_s_per_user: 5\n' > base.yaml
printf 'scenario: slow\ncandidates: [trn1, p5]\nmin_tokens_per_s_per_user: 5\nmeasurements: runs.csv\n' > slow.yaml
timeout 25 "$TR" estimate base.yaml --csv b.csv > /dev/null || exit 3
timeout 25 "$TR" estimate slow.yaml --csv s.csv || exit 4
"$PY" - <<'E'
import csv
b={r['candidate']:r for r in csv.DictReader(open('b.csv'))}
s={r['candidate']:r for r in csv.DictReader(open('s.csv'))}
k='trn1.32xlarge'
ratio=float(s[k]['usd_per_m_tokens'])/float(b[k]['usd_per_m_tokens'])
print('trn1 cost ratio', ratio, s[k]['efficiency_source'][-160:])
if 1.3 <= ratio <= 2.5 and 'your run' in s[k]['efficiency_source']: print('OK trn1 cost up')
if b['p5.48xlarge']['usd_per_m_tokens'] == s['p5.48xlarge']['usd_per_m_tokens']: print('OK p5 unchanged')
E
