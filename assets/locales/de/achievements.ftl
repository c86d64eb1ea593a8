# Achievements: the toasts and the title screen's list (src/ui/achievements.rs).

achievements-earned = Erfolg errungen
achievements-close = Schließen
# $got: how many are earned; $total: how many there are.
achievements-heading = Erfolge: { $got } von { $total } errungen
achievements-about = Jeder steht für eine Lektion und wird in den mitgelieferten Szenarien verdient (ein Replay-Code bringt keine).
# $name: the achievement's name.
achievements-locked = { $name } (gesperrt)
