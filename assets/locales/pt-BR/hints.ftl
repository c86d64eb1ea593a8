# The hint box (src/ui/hints.rs). The hints' own words come from the rules.

hints-title = Dica
hints-got-it = Entendi
hints-settings-off = Desligue as dicas em Configurações (O).
