# Achievements: the toasts and the title screen's list (src/ui/achievements.rs).

achievements-earned = Conquista obtida
achievements-close = Fechar
# $got: how many are earned; $total: how many there are.
achievements-heading = Conquistas: { $got } de { $total } obtidas
achievements-about = Cada uma marca uma lição e é obtida jogando os cenários incluídos (um código de replay não rende nenhuma).
# $name: the achievement's name.
achievements-locked = { $name } (bloqueada)
