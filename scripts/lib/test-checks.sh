# The checks that keep a test run from passing by accident, shared by scripts/test and
# scripts/sanitize (sourced; Tests/ci/test_run_checks.py runs each on small made-up inputs):
#
#   count_swift_tests STAGE LOG LIST REGEX [skip]   a `swift test` stage ran every test it has
#   count_pytest STAGE LOG COLLECTED                a pytest stage ran every test it collected
#   reap_leftovers WHAT TAG                         nothing the run started is still alive
#   foreground COMMAND...                           a foreground command a signal to the script stops
#   leak_reported LOG FRAME...                      LeakSanitizer reported a leak through FRAMES
#
# Under CI=true a skipped test fails its stage; elsewhere a skip is reported (with how many) and
# passes, as a missing tool may skip a test there. A stage that ran fewer tests than it has,
# skips aside, fails everywhere: a crash, a test process that stopped early, a filter that no
# longer matches.

# How many of the test identifiers in LIST (`swift test list`, one a line) match REGEX, or with
# `skip` do not (the way `swift test --filter REGEX` and `--skip REGEX` pick them).
listed_swift_tests() {
    local list="$1" regex="$2" mode="${3:-filter}"
    if [ "$mode" = skip ]; then
        grep -cvE -- "$regex" "$list" || true
    else
        grep -cE -- "$regex" "$list" || true
    fi
}

# Reads a `swift test` (Swift Testing) log: its closing line counts every test of the run,
# skipped ones included ("Test run with N tests in M suites passed/failed ..."), and each
# skipped test has a line "➜ Test NAME() skipped: ...". Prints what ran and fails when the run
# has fewer tests than LIST says (REGEX and mode as for listed_swift_tests), or, under CI=true,
# when any was skipped.
count_swift_tests() {
    local stage="$1" log="$2" list="$3" regex="$4" mode="${5:-filter}"
    local expected total skipped ran
    expected=$(listed_swift_tests "$list" "$regex" "$mode")
    total=$(grep -aoE 'Test run with [0-9]+ tests?' "$log" | tail -1 | grep -oE '[0-9]+' || true)
    # XCTest's tests (HTMLSinkTests) are counted on its own closing line, the last "Executed N tests".
    xctests=$(grep -aoE 'Executed [0-9]+ tests?' "$log" | tail -1 | grep -oE '[0-9]+' || true)
    [ -z "$total" ] || [ -z "$xctests" ] || total=$((total + xctests))
    skipped=$(grep -acE '^(➜ |[^ ]+ )?Test .+\) skipped' "$log" || true)
    if [ -z "$total" ]; then
        echo "scripts/test: $stage: FAILED: the run never reached its closing line (expected $expected tests); it crashed or was stopped"
        return 1
    fi
    ran=$((total - skipped))
    echo "scripts/test: $stage: $ran of $expected tests ran, $skipped skipped"
    if [ "$total" -ne "$expected" ]; then
        echo "scripts/test: $stage: FAILED: the run had $total tests, \`swift test list\` has $expected for it"
        return 1
    fi
    if [ "$skipped" -gt 0 ]; then
        grep -aE '^(➜ |[^ ]+ )?Test .+\) skipped' "$log" | sed 's/^/  /'
        if [ "${CI:-}" = true ]; then
            echo "scripts/test: $stage: FAILED: $skipped skipped under CI=true, where nothing may pass by skipping"
            return 1
        fi
    fi
}

# Reads a pytest log (-q): its closing line ("3 failed, 150 passed, 2 skipped in 9.1s") against
# COLLECTED, the number `pytest --collect-only -q` reported. Fails when fewer ran than were
# collected (skips aside), or, under CI=true, when any was skipped or errored in setup.
count_pytest() {
    local stage="$1" log="$2" collected="$3"
    local line passed failed skipped errors xfailed xpassed ran
    line=$(grep -aE '^=*\s*[0-9]+ (passed|failed|skipped|errors?|xfailed|xpassed|deselected)' "$log" | tail -1 || true)
    if [ -z "$line" ]; then
        echo "scripts/test: $stage: FAILED: pytest never printed its closing line (expected $collected tests)"
        return 1
    fi
    number() { echo "$line" | grep -oE "\b[0-9]+ $1\b" | grep -oE '[0-9]+' || echo 0; }
    passed=$(number passed) failed=$(number failed) skipped=$(number skipped)
    errors=$(number 'errors?') xfailed=$(number xfailed) xpassed=$(number xpassed)
    ran=$((passed + failed + xfailed + xpassed))
    echo "scripts/test: $stage: $ran of $collected tests ran, $skipped skipped, $errors errors"
    if [ $((ran + skipped + errors)) -ne "$collected" ]; then
        echo "scripts/test: $stage: FAILED: $collected tests were collected, $((ran + skipped + errors)) reported"
        return 1
    fi
    if [ "${CI:-}" = true ] && [ $((skipped + errors)) -gt 0 ]; then
        echo "scripts/test: $stage: FAILED: $skipped skipped and $errors errors under CI=true, where nothing may pass by skipping"
        return 1
    fi
}

# The tmux sockets a run's tests make start with folio-test-TAG (Tests/TerminalSinkTests/
# Support/Tmux.swift, Tests/browser/test_preview_watch.py); its other processes carry
# FOLIO_TEST_RUN=TAG or TAG-SOMETHING in their environment, which scripts/test sets for each
# stage. Kills every tmux server of TAG still alive and every chromedriver, Chromium, folio
# (serve, preview, conformance...) or tmux process of TAG, saying which; returns 1 if there was
# any. WHAT names the stage in the messages.
reap_leftovers() {
    local what="$1" tag="$2" found=0 socket name pid command
    local sockets="${TMUX_TMPDIR:-/tmp}/tmux-$(id -u)"
    for socket in "$sockets"/folio-test-"$tag"*; do
        [ -S "$socket" ] || continue
        name=$(basename "$socket")
        if tmux -L "$name" list-sessions >/dev/null 2>&1; then
            echo "scripts/test: $what: a tmux server outlived its test: -L $name ($(tmux -L "$name" list-panes -a -F '#{pane_current_command}' 2>/dev/null | tr '\n' ' ')); killed"
            # SIGKILL too: a server that was started with signals blocked outlives kill-server.
            pid=$(tmux -L "$name" display-message -p '#{pid}' 2>/dev/null || true)
            tmux -L "$name" kill-server >/dev/null 2>&1 || true
            [ -z "$pid" ] || kill -KILL "$pid" 2>/dev/null || true
            [ -z "$pid" ] || wait_gone "$pid"
            found=1
        fi
        rm -f "$socket"
    done
    for pid in $(marked_processes "$tag"); do
        command=$(tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | cut -c1-160) || continue
        echo "scripts/test: $what: a process outlived its test: $pid $command; killed"
        kill -KILL "$pid" 2>/dev/null || true
        wait_gone "$pid"
        found=1
    done
    return "$found"
}

# Waits (up to 10 s) until process PID is gone or a zombie, so that a kill's effect is seen by
# whatever looks next.
wait_gone() {
    local pid="$1" tries=0 stat
    while [ "$tries" -lt 500 ] && stat=$(cat "/proc/$pid/stat" 2>/dev/null); do
        stat="${stat##*) }"
        [ "${stat:0:1}" != Z ] || return 0
        sleep 0.02
        tries=$((tries + 1))
    done
}

# The pids of live chromedriver, Chromium, folio and tmux processes whose environment has
# FOLIO_TEST_RUN=TAG or FOLIO_TEST_RUN=TAG-...
marked_processes() {
    local tag="$1" dir pid name stat
    for dir in /proc/[0-9]*; do
        pid="${dir#/proc/}"
        name=$(cat "$dir/comm" 2>/dev/null) || continue
        case "$name" in
            chromedriver | chrom* | folio | folio-* | tmux*) ;;
            *) continue ;;
        esac
        # The state follows the name in parentheses, which may hold spaces ("tmux: server").
        stat=$(cat "$dir/stat" 2>/dev/null) || continue
        stat="${stat##*) }"
        [ "${stat:0:1}" != Z ] || continue
        tr '\0' '\n' <"$dir/environ" 2>/dev/null | grep -qxE "FOLIO_TEST_RUN=$tag(-.*)?" || continue
        echo "$pid"
    done
}

# Runs COMMAND in a process group of its own and waits for it, returning its status. Bash runs
# no trap while a foreground child runs; waiting on a background one, it does, so a TERM, INT
# or HUP to the script stops COMMAND and everything it started (see stop_foreground).
foreground_pid=""
foreground() {
    setsid -w "$@" &
    foreground_pid=$!
    local status=0
    wait "$foreground_pid" || status=$?
    foreground_pid=""
    return "$status"
}

# Kills the foreground command's process group, if one runs.
stop_foreground() {
    if [ -n "$foreground_pid" ]; then
        kill -KILL -- -"$foreground_pid" 2>/dev/null || true
        foreground_pid=""
    fi
}

# Whether LOG holds a LeakSanitizer report of a direct leak whose stack names every one of
# FRAMES (substrings of its frames' lines: a C function, a Swift module).
leak_reported() {
    local log="$1"
    shift
    awk -v frames="$*" '
        function check(   i) {
            for (i = 1; i <= n; i++) if (index(text, wanted[i]) == 0) return 0
            return 1
        }
        BEGIN { n = split(frames, wanted, " ") }
        /^Direct leak of/ { block = 1; text = ""; next }
        block && /^[[:space:]]*#[0-9]+ / { text = text "\n" $0; next }
        block { if (check()) found = 1; block = 0 }
        END { if (block && check()) found = 1; exit found ? 0 : 1 }
    ' "$log"
}
