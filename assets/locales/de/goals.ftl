# The goals column (src/ui/goals.rs).

goals-title = Ziele
# The folded column's line; $marks: the stars' marks (☆☆✗).
goals-summary-none = keine Ziele: spiel, wie du willst
goals-summary = Ziele { $met } von { $count }
goals-summary-stars = Ziele { $met } von { $count } · { $marks }
goals-all = Alles
goals-all-hover = Das Briefing, alle Ziele und Sterne
goals-brief = Briefing
goals-brief-tip = Klicke auf eine Karte, um sie zu inspizieren. L: was jedes Zeichen auf dem Spielfeld bedeutet.
