# Completes a command line in an interactive zsh, as a user pressing Tab does, with the completion
# functions of FOLDER loaded by compinit, and prints each candidate zsh offers on a line of its own.
# A compadd of its own reports what the completion functions add, then adds it as usual.
# Usage: zsh -f complete.zsh FOLDER 'ellipsis lint --fo'
zmodload zsh/zpty || exit 2
folder=$1 line=$2
zpty shell zsh -f -i
zpty -w shell "PS1='' RPS1='' PROMPT_EOL_MARK=''; fpath=(${(q)folder} \$fpath); autoload -Uz compinit; compinit -u -D"
# The marks are typed split in two, so that the terminal's echo of what is typed never matches them.
# Calls of compadd that only ask for matches (into an array) add nothing: passed on unreported.
zpty -w shell 'compadd() {
  if (( ${@[(I)-[OAD]]} )); then builtin compadd "$@"; return; fi
  local -a found
  local match
  builtin compadd -A found "$@"
  for match in $found; do print -r -- "<cand""idate>$match"; done
  builtin compadd "$@"
}'
zpty -w shell 'complete-then-mark() { zle complete-word; print -r -- "<comp""leted>"; }'
zpty -w shell "zle -N complete-then-mark; bindkey '^I' complete-then-mark"
zpty -n -w shell "$line"$'\t'
zpty -r shell output '*<completed>*'
zpty -d shell
for entry in ${(f)output}; do
  if [[ $entry == *'<candidate>'* ]]; then print -r -- ${${entry#*<candidate>}%%$'\r'*}; fi
done
