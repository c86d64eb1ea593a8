# Os textos de scenarios/sandbox.scenario.ron, a traduzir: mantenha cada id e cada {"{"}…{"}"} como está.

name = Sandbox
description = Todos os componentes desbloqueados, um milhão de dólares, sem objetivos e sem relógio. Incidentes acontecem ao acaso (nas taxas por hora do catálogo). O Inspetor da API tem controles deslizantes ao vivo para o tráfego, e o Inspetor de cada carta provoca, na hora, qualquer incidente que se aplique a ela. Construa pelo menu Construir (B), ligue cartas arrastando com Shift e experimente o console nos streams do tabuleiro.
nodes-api-name = Shop API
