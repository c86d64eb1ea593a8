# The hint box (src/ui/hints.rs). The hints' own words come from the rules.

hints-title = Tipp
hints-got-it = Verstanden
hints-settings-off = Tipps abschalten: Einstellungen (O).
