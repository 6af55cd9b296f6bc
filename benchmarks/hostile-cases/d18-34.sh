# what: correct result: checks.yaml (folder copy) saved with CRLF line endings and a UTF-8 BOM, content unchanged (a Windows editor's save): read as the same checks: validate OK rc 0 with 30 plausibility checks passed (29 when written; core-count-whole, 5840932, is the 30th)
# expect-rc: 0
# expect: 30 plausibility checks passed
source "$PROJECT/benchmarks/hostile-cases/lib/prelude-d.sh"
sed -i 's/$/\r/' d/checks.yaml
printf '\xef\xbb\xbf' | cat - d/checks.yaml > t && mv t d/checks.yaml
timeout 55 "$TR" validate d
