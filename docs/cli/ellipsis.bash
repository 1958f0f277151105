# bash completion for ellipsis (written by `ellipsis completions bash`)
_ellipsis() {
    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]} command="" i
    for ((i = 1; i < COMP_CWORD; i++)); do
        case ${COMP_WORDS[i]} in -*) ;; *) command=${COMP_WORDS[i]}; break ;; esac
    done
    COMPREPLY=()
    if [[ -z $command ]]; then
        COMPREPLY=($(compgen -W "lint measure inspect preview report budgets metrics rules manual completions --help --version" -- "$cur"))
        return
    fi
    case $command in
    lint)
        case $prev in
        --format) COMPREPLY=($(compgen -W "text json sarif xcode github junit" -- "$cur")); return ;;
        --config) COMPREPLY=($(compgen -f -- "$cur")); return ;;
        --output) COMPREPLY=($(compgen -f -- "$cur")); return ;;
        --fail-on) COMPREPLY=($(compgen -W "error warning note never" -- "$cur")); return ;;
        --changed-since) :; return ;;
        --baseline) COMPREPLY=($(compgen -f -- "$cur")); return ;;
        --annotate) COMPREPLY=($(compgen -f -- "$cur")); return ;;
        --metrics) COMPREPLY=($(compgen -f -- "$cur")); return ;;
        --locale-dir) COMPREPLY=($(compgen -d -- "$cur")); return ;;
        --show) COMPREPLY=($(compgen -W "accessibility" -- "$cur")); return ;;
        esac
        if [[ $cur == -* ]]; then COMPREPLY=($(compgen -W "--format --config --output --fail-on --changed-since --baseline --annotate --metrics --locale-dir --show --pseudo --quiet --help" -- "$cur")); return; fi
        COMPREPLY=($(compgen -f -- "$cur"))
        ;;
    measure)
        case $prev in
        --locale) :; return ;;
        --font) COMPREPLY=($(compgen -f -- "$cur")); return ;;
        --font-dir) COMPREPLY=($(compgen -d -- "$cur")); return ;;
        --locale-dir) COMPREPLY=($(compgen -d -- "$cur")); return ;;
        --size) :; return ;;
        --tracking) :; return ;;
        --width) :; return ;;
        --max-lines) :; return ;;
        --surface) COMPREPLY=($(compgen -W "quick-action.title quick-action.subtitle shortcut.short shortcut.long context-menu.title" -- "$cur")); return ;;
        --device) COMPREPLY=($(compgen -W "iphone ipad android" -- "$cur")); return ;;
        --text-size) COMPREPLY=($(compgen -W "xS S M L xL xxL xxxL AX1 AX2 AX3 AX4 AX5" -- "$cur")); return ;;
        --surface-file) COMPREPLY=($(compgen -f -- "$cur")); return ;;
        --format) COMPREPLY=($(compgen -W "json text svg" -- "$cur")); return ;;
        esac
        if [[ $cur == -* ]]; then COMPREPLY=($(compgen -W "--locale --font --font-dir --locale-dir --size --tracking --width --max-lines --surface --device --text-size --no-icon --with-subtitle --surface-file --format --uncalibrated --help" -- "$cur")); return; fi
        :
        ;;
    inspect)
        case $prev in
        --locale) :; return ;;
        --format) COMPREPLY=($(compgen -W "json text" -- "$cur")); return ;;
        esac
        if [[ $cur == -* ]]; then COMPREPLY=($(compgen -W "--locale --format --help" -- "$cur")); return; fi
        :
        ;;
    preview)
        case $prev in
        --out) COMPREPLY=($(compgen -d -- "$cur")); return ;;
        --device) COMPREPLY=($(compgen -W "iphone ipad" -- "$cur")); return ;;
        --text-size) COMPREPLY=($(compgen -W "xS S M L xL xxL xxxL AX1 AX2 AX3 AX4 AX5" -- "$cur")); return ;;
        --side) COMPREPLY=($(compgen -W "both left right" -- "$cur")); return ;;
        --locale) :; return ;;
        --config) COMPREPLY=($(compgen -f -- "$cur")); return ;;
        --locale-dir) COMPREPLY=($(compgen -d -- "$cur")); return ;;
        --metrics) COMPREPLY=($(compgen -f -- "$cur")); return ;;
        esac
        if [[ $cur == -* ]]; then COMPREPLY=($(compgen -W "--out --device --text-size --side --locale --config --locale-dir --metrics --pseudo --quiet --help" -- "$cur")); return; fi
        COMPREPLY=($(compgen -f -- "$cur"))
        ;;
    report)
        case $prev in
        --out) COMPREPLY=($(compgen -d -- "$cur")); return ;;
        --config) COMPREPLY=($(compgen -f -- "$cur")); return ;;
        --device) COMPREPLY=($(compgen -W "iphone ipad" -- "$cur")); return ;;
        --text-size) COMPREPLY=($(compgen -W "xS S M L xL xxL xxxL AX1 AX2 AX3 AX4 AX5" -- "$cur")); return ;;
        --side) COMPREPLY=($(compgen -W "both left right" -- "$cur")); return ;;
        --title) :; return ;;
        --locale-dir) COMPREPLY=($(compgen -d -- "$cur")); return ;;
        --metrics) COMPREPLY=($(compgen -f -- "$cur")); return ;;
        --show) COMPREPLY=($(compgen -W "accessibility" -- "$cur")); return ;;
        esac
        if [[ $cur == -* ]]; then COMPREPLY=($(compgen -W "--out --config --device --text-size --side --title --locale-dir --metrics --show --pseudo --quiet --help" -- "$cur")); return; fi
        COMPREPLY=($(compgen -f -- "$cur"))
        ;;
    budgets)
        case $prev in
        --format) COMPREPLY=($(compgen -W "xliff json csv android" -- "$cur")); return ;;
        --out) COMPREPLY=($(compgen -d -- "$cur")); return ;;
        --config) COMPREPLY=($(compgen -f -- "$cur")); return ;;
        --locale-dir) COMPREPLY=($(compgen -d -- "$cur")); return ;;
        --metrics) COMPREPLY=($(compgen -f -- "$cur")); return ;;
        esac
        if [[ $cur == -* ]]; then COMPREPLY=($(compgen -W "--format --out --replace-limits --config --locale-dir --metrics --quiet --help" -- "$cur")); return; fi
        COMPREPLY=($(compgen -f -- "$cur"))
        ;;
    metrics)
        case $prev in
        --font-dir) COMPREPLY=($(compgen -d -- "$cur")); return ;;
        --out) COMPREPLY=($(compgen -f -- "$cur")); return ;;
        esac
        if [[ $cur == -* ]]; then COMPREPLY=($(compgen -W "--font-dir --out --help" -- "$cur")); return; fi
        COMPREPLY=($(compgen -f -- "$cur"))
        ;;
    rules)
        case $prev in
        --format) COMPREPLY=($(compgen -W "markdown json" -- "$cur")); return ;;
        esac
        if [[ $cur == -* ]]; then COMPREPLY=($(compgen -W "--format --help" -- "$cur")); return; fi
        ;;
    manual)
        if [[ $cur == -* ]]; then COMPREPLY=($(compgen -W "--help" -- "$cur")); return; fi
        ;;
    completions)
        if [[ $cur == -* ]]; then COMPREPLY=($(compgen -W "--help" -- "$cur")); return; fi
        COMPREPLY=($(compgen -W "bash zsh fish" -- "$cur"))
        ;;
    esac
}
complete -o filenames -o bashdefault -F _ellipsis ellipsis
