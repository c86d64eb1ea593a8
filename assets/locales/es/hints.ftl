# The hint box (src/ui/hints.rs). The hints' own words come from the rules.

hints-title = Pista
hints-got-it = Entendido
hints-settings-off = Desactiva las pistas en Ajustes (O).
