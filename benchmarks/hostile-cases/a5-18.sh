# what: estimate --csv e.csv run from a working folder that was deleted after the shell entered it (cwd gone): one line saying the working folder was removed, no traceback
# expect-rc: nonzero
# expect: working folder
# expect: removed
cp "$PROJECT/scenarios/default.yaml" s.yaml
mkdir gone && cd gone && rmdir "$W/gone" || exit 9
"$TR" estimate "$W/s.yaml" --csv e.csv
