# bash completion for mvcsh                                  -*- shell-script -*-
# Installed by `make install` as $(PREFIX)/share/bash-completion/completions/mvcsh.

_mvcsh() {
  local cur prev
  cur=${COMP_WORDS[COMP_CWORD]}
  prev=${COMP_WORDS[COMP_CWORD-1]}
  local options="-c --command --bail --lang --color --no-color --export --output -o
    --lessons --translations --check-lessons -q --quiet --no-init -h --help -V --version"
  local formats="jsonl json mermaid plantuml dot perfetto svg html markdown"
  local languages="en zh-Hans zh-Hant zh-Hans+en zh-Hant+en en+zh-Hans en+zh-Hant"

  case $prev in
    --lang)
      COMPREPLY=($(compgen -W "$languages" -- "$cur"))
      return
      ;;
    --export)
      COMPREPLY=($(compgen -W "$formats" -- "$cur"))
      return
      ;;
    --output | -o)
      COMPREPLY=($(compgen -f -- "$cur"))
      return
      ;;
    --lessons | --translations | --check-lessons)
      COMPREPLY=($(compgen -d -- "$cur"))
      return
      ;;
    -c | --command)
      return
      ;;
  esac

  case $cur in
    --color=* | --colour=*)
      COMPREPLY=($(compgen -P "${cur%%=*}=" -W "auto always never" -- "${cur#*=}"))
      ;;
    --lang=*)
      COMPREPLY=($(compgen -P "--lang=" -W "$languages" -- "${cur#*=}"))
      ;;
    --export=*)
      COMPREPLY=($(compgen -P "--export=" -W "$formats" -- "${cur#*=}"))
      ;;
    -*)
      COMPREPLY=($(compgen -W "$options" -- "$cur"))
      ;;
    *)
      # A script to run: .mvcsh files and folders.
      COMPREPLY=($(compgen -f -X '!*.mvcsh' -- "$cur") $(compgen -d -- "$cur"))
      ;;
  esac
}

complete -o filenames -F _mvcsh mvcsh
