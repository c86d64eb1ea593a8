# Os textos de scenarios/stress.scenario.ron, a traduzir: mantenha cada id e cada {"{"}…{"}"} como está.

name = Estresse: uma semana a 3,2 M/s
description = Um stream de tamanho 6 a 3,2 milhões de mensagens por segundo, 64 partições, três réplicas, chaves com distribuição de Zipf, 8 grupos de consumidores de 4 Workers e um incidente a cada minuto simulado. Mais um benchmark do que um jogo: veja BENCHMARKS.md.
nodes-api-name = Shop API
