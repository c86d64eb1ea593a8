# Los textos de scenarios/sandbox.scenario.ron, para traducir: conserva cada id y cada {"{"}…{"}"} tal cual.

name = Sandbox
description = Todos los componentes desbloqueados, un millón de dólares, sin objetivos y sin reloj. Los incidentes llegan al azar (a las tasas por hora del catálogo). El Inspector de la API tiene controles en vivo para su tráfico, y el Inspector de cada carta lanza al momento cualquier incidente que le encaje. Construye desde el menú Construir (B), enlaza arrastrando con Shift y prueba la consola con los streams del tablero.
nodes-api-name = Shop API
