# fish completion for mvcsh. Installed by `make install` as
# $(PREFIX)/share/fish/vendor_completions.d/mvcsh.fish.

set -l formats jsonl json mermaid plantuml dot perfetto svg html markdown
set -l languages en zh-Hans zh-Hant zh-Hans+en zh-Hant+en en+zh-Hans en+zh-Hant

complete -c mvcsh -s c -l command -x -d 'Run STATEMENT and exit (repeat for several)'
complete -c mvcsh -l bail -d 'Stop at the first statement that fails'
complete -c mvcsh -l lang -x -a "$languages" -d 'The language to speak'
complete -c mvcsh -l color -f -a 'auto always never' -d 'Colour the output'
complete -c mvcsh -l no-color -d 'The same as --color=never'
complete -c mvcsh -l export -x -a "$formats" -d 'Export the trace of the run'
complete -c mvcsh -s o -l output -r -F -d 'Write the export to FILE'
complete -c mvcsh -l lessons -x -a '(__fish_complete_directories)' -d 'Use the .lesson files in DIR'
complete -c mvcsh -l translations -x -a '(__fish_complete_directories)' -d 'Lay the catalogs in DIR over the built-in ones'
complete -c mvcsh -l check-lessons -a '(__fish_complete_directories)' -d 'Check the lessons in DIR and exit'
complete -c mvcsh -s q -l quiet -d 'Start the interactive shell without the banner'
complete -c mvcsh -l no-init -d 'Do not run the start-up file'
complete -c mvcsh -s h -l help -d 'Show the help and exit'
complete -c mvcsh -s V -l version -d 'Show the version and exit'
