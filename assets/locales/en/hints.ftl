# The hint box (src/ui/hints.rs). The hints' own words come from the rules.

hints-title = Hint
hints-got-it = Got it
hints-settings-off = Settings (O) turn hints off.
