# what: predict --csv with a run whose note and model_name start with formula text (=HYPERLINK, +cmd, @SUM): the CSV export must not carry live formulas
# expect-rc: 0
# expect: no-live-formula
head -2 "$PROJECT/scenarios/examples/my-runs.csv" | sed '2s/,decode,Llama-3.3-70B,/,decode,"=HYPERLINK(""http:\/\/evil"",""x"")",/; 2s/,example of the format[^,]*/,@SUM(1+1)/' > runs.csv
"$TR" predict runs.csv --csv out.csv >/dev/null || exit 3
cat out.csv
if grep -E '(^|,)"?[=+@-][A-Za-z(]' out.csv; then echo LIVE-FORMULA; else echo no-live-formula; fi
