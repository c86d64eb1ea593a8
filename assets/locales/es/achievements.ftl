# Achievements: the toasts and the title screen's list (src/ui/achievements.rs).

achievements-earned = Logro conseguido
achievements-close = Cerrar
# $got: how many are earned; $total: how many there are.
achievements-heading = Logros: { $got } de { $total } conseguidos
achievements-about = Cada uno marca una lección y se consigue jugando los escenarios incluidos (un código de repetición no da ninguno).
# $name: the achievement's name.
achievements-locked = { $name } (bloqueado)
