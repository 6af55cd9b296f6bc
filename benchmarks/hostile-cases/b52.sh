# what: the data folder renamed away mid-run of a cold estimate, between its k-th and (k+1)-th read of d/datapackage.json (k = 1, 3, 6, 9; strace paces the reads): each a short error naming the folder or file, or a result; never a traceback
# expect-rc: 0
# expect-not: Traceback
command -v strace >/dev/null || { echo "strace missing"; exit 1; }
cp -r "$PROJECT/data" d0; sed -i '2s/(Vantage data)/(Vantage data) b52-'"$$"'/' d0/prices.csv; printf 'data_dir: d\n' > s.yaml
bad=0
for k in 1 3 6 9; do
  rm -rf d d-gone; cp -r d0 d; : > st.log
  TRAINIUM_REPORT_NO_CACHE=1 timeout 40 strace -f -qq -o st.log -P "$W/d/datapackage.json" -e trace=openat \
    -e inject=openat:delay_enter=1500000:when=$((k+1)) "$TR" estimate s.yaml > o.txt 2>&1 & P=$!
  for i in $(seq 1 600); do [ "$(wc -l < st.log)" -ge $k ] && break; kill -0 $P 2>/dev/null || break; sleep 0.05; done
  sleep 0.2; mv d d-gone
  wait $P; rc=$?
  echo "k=$k: rc=$rc: $(grep -v '^ ' o.txt | tail -n 1 | cut -c1-120) | $(grep '^  - ' o.txt | tail -n 1 | cut -c1-140)"
  if grep -q "Traceback" o.txt; then bad=1; grep -v "^    \|^  File" o.txt | tail -n 3 | cut -c1-200; fi
  if [ $rc != 0 ] && ! grep -q "d/\|data_dir\|s.yaml" o.txt; then bad=1; fi
done
exit $bad
