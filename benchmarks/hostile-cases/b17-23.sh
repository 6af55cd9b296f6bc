# what: specs -- --all (the end-of-options marker, then a word that looks like a flag: the entity id "--all", which no entity has): non-zero, a short message naming --all as an unknown entity, no traceback (never the --all listing of something)
# expect-rc: nonzero
# expect: --all
# expect-not: Traceback
timeout 55 "$TR" specs -- --all
