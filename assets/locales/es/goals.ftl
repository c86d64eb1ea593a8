# The goals column (src/ui/goals.rs).

goals-title = Objetivos
# The folded column's line; $marks: the stars' marks (☆☆✗).
goals-summary-none = sin objetivos: juega como quieras
goals-summary = objetivos { $met } de { $count }
goals-summary-stars = objetivos { $met } de { $count } · { $marks }
goals-all = Todo
goals-all-hover = El resumen, cada objetivo y cada estrella
goals-brief = Situación
goals-brief-tip = Haz clic en una carta para inspeccionarla. L: qué significa cada marca del tablero.
