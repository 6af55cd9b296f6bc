# what: TRAINIUM_REPORT_NO_CACHE set to junk ("perhaps\x1b[31m") for estimate
# expect-rc: 1
# expect: TRAINIUM_REPORT_NO_CACHE
TRAINIUM_REPORT_NO_CACHE=$'perhaps\e[31m' "$TR" estimate "$PROJECT/scenarios/default.yaml" 2>&1 | cat -v; exit ${PIPESTATUS[0]}
