#!/bin/bash
# export_tree.sh <git-dir> <dest> [<commit>]: write the tree of <commit> (default HEAD) of a bare repository into <dest>,
# skipping blobs the snapshot lacks (git archive stops at the first missing blob).
set -euo pipefail
g=$1; d=$2; rev=${3:-HEAD}
rm -rf "$d"; mkdir -p "$d"
git --git-dir="$g" ls-tree -r -z --full-tree "$rev" | python3 -c '
import sys,subprocess
g,d=sys.argv[1],sys.argv[2]
ents=[e for e in sys.stdin.buffer.read().split(b"\0") if e]
items=[]
for e in ents:
    meta,path=e.split(b"\t",1); mode,typ,sha=meta.split()
    if typ==b"blob" and mode!=b"120000": items.append((sha.decode(),path.decode()))
inp="".join(s+"\n" for s,_ in items).encode()
out=subprocess.run(["git","--git-dir="+g,"cat-file","--batch-check"],input=inp,capture_output=True).stdout.decode().splitlines()
ok=[p for (s,p),o in zip(items,out) if not o.endswith("missing")]
missing=len(items)-len(ok)
import os
# write files via cat-file --batch
sp={s:p for s,p in items}
want=[(s,p) for (s,p),o in zip(items,out) if not o.endswith("missing")]
proc=subprocess.Popen(["git","--git-dir="+g,"cat-file","--batch"],stdin=subprocess.PIPE,stdout=subprocess.PIPE)
import threading
def feed():
    for s,_ in want: proc.stdin.write((s+"\n").encode())
    proc.stdin.close()
threading.Thread(target=feed).start()
for s,path in want:
    hdr=proc.stdout.readline().split()
    n=int(hdr[2]); data=proc.stdout.read(n); proc.stdout.read(1)
    fp=os.path.join(d,path); os.makedirs(os.path.dirname(fp),exist_ok=True)
    open(fp,"wb").write(data)
print(f"{d}: {len(want)} files written, {missing} missing from snapshot",file=sys.stderr)
' "$g" "$d"
