# The goals column (src/ui/goals.rs).

goals-title = Objetivos
# The folded column's line; $marks: the stars' marks (☆☆✗).
goals-summary-none = sem objetivos: jogue como quiser
goals-summary = objetivos { $met } de { $count }
goals-summary-stars = objetivos { $met } de { $count } · { $marks }
goals-all = Tudo
goals-all-hover = O briefing, cada objetivo e cada estrela
goals-brief = Briefing
goals-brief-tip = Clique em uma carta para inspecioná-la. L: o que cada marca no tabuleiro significa.
