#!/usr/bin/env bash
# make plugin-test: the SwiftPM command plugins, used as a package that depends on intent-migrate would use them.
# Copies Integration/PluginConsumer to a scratch folder (depending on this checkout by path), makes it a git
# repository, and runs `swift package intent-migrate check|diff|apply` and `intent-migrate-apply` there.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
cp -R Integration/PluginConsumer "$WORK/consumer"
rm -rf "$WORK/consumer/.build"
sed -i.bak "s|path: \"../..\"|path: \"$ROOT\"|" "$WORK/consumer/Package.swift" && rm "$WORK/consumer/Package.swift.bak"
cd "$WORK/consumer"
git init -q && git add -A && git -c user.name=ci -c user.email=ci@example.com commit -qm consumer
FILE=Sources/Crates/ShuffleCrateIntent.swift
fail() { echo "plugin-test: $*" >&2; exit 1; }

# check: the findings, and a failing step (SwiftPM reports the tool's status 1 as "Plugin ended with exit code 1").
if swift package intent-migrate check >check.out 2>check.err; then fail "check passed on an unmigrated intent"; fi
grep -q "^$FILE:4:1: warning: mark ShuffleCrateIntent as a tool Siri can call" check.out || { cat check.out check.err; fail "check didn't report the intent"; }
grep -q "Plugin ended with exit code 1" check.err || { cat check.err; fail "check didn't end with the tool's status 1"; }
# Its next step names the plugin's commands, not the command-line tool's (SwiftPM shows the tool's standard error with
# its standard output).
cat check.out check.err | grep -q "^next: run swift package intent-migrate diff to review the migration, then swift package --allow-writing-to-package-directory intent-migrate-apply" \
  || { cat check.out check.err; fail "check's next step doesn't name the plugin commands"; }
# A usage error keeps its own status in SwiftPM's message.
if swift package intent-migrate check --no-such-option >/dev/null 2>usage.err; then fail "a bad option passed"; fi
grep -q "Plugin ended with exit code 2" usage.err || { cat usage.err; fail "a usage error didn't end with status 2"; }
# diff writes nothing, for the package or for one target.
swift package intent-migrate diff --target Crates >patch.diff 2>/dev/null
grep -q "^+@AppIntent(.tool)$" patch.diff || { cat patch.diff; fail "diff has no @AppIntent(.tool)"; }
git diff --quiet -- Sources || fail "diff changed a file"
# apply through the read-only verb is refused and names the other one.
if swift package intent-migrate apply >/dev/null 2>apply.err; then fail "the read-only plugin applied"; fi
grep -q "intent-migrate-apply" apply.err || { cat apply.err; fail "the refusal doesn't name intent-migrate-apply"; }
git diff --quiet -- Sources || fail "the refused apply changed a file"
# intent-migrate-apply writes what diff showed.
swift package --allow-writing-to-package-directory intent-migrate-apply >/dev/null 2>applied.err || { cat applied.err; fail "apply failed"; }
git diff -- Sources >applied.diff
[ "$(grep -c '^+' applied.diff)" = "$(grep -c '^+' patch.diff)" ] || { diff applied.diff patch.diff; fail "apply wrote something other than the patch"; }
grep -q "@AppIntent(.tool)" "$FILE" || fail "apply didn't mark the tool"
echo "plugin-test: check, diff, apply and intent-migrate-apply behave through swift package"
