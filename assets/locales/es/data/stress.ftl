# Los textos de scenarios/stress.scenario.ron, para traducir: conserva cada id y cada {"{"}…{"}"} tal cual.

name = Estrés: una semana a 3,2 M/s
description = Un stream de tamaño 6 a 3,2 millones de mensajes por segundo, 64 particiones, tres réplicas, claves con distribución de Zipf, 8 grupos de consumidores de 4 Workers y un incidente cada minuto simulado. Más un benchmark que un juego: consulta BENCHMARKS.md.
nodes-api-name = Shop API
