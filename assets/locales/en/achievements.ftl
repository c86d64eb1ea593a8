# Achievements: the toasts and the title screen's list (src/ui/achievements.rs).

achievements-earned = Achievement earned
achievements-close = Close
# $got: how many are earned; $total: how many there are.
achievements-heading = Achievements: { $got } of { $total } earned
achievements-about = Each marks a lesson, earned by playing the shipped scenarios (a replay code earns nothing).
# $name: the achievement's name.
achievements-locked = { $name } (locked)
