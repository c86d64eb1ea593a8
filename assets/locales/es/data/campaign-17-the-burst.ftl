# The texts of scenarios/campaign-17-the-burst.scenario.ron, to translate: keep each id and each {"{"}…{"}"} as it is.

name = 17. La ráfaga
description = El stream orders escribe hasta 100.000 pedidos por segundo; la tienda envía 60.000. Una oferta relámpago a la 1:00 envía 150.000 por segundo durante 20 segundos, y la gran rebaja de las 3:00 envía 180.000 por segundo durante 100 segundos. Vigila la carta de la Shop API. Mantén vivo el presupuesto de errores hasta las 7:00, y el dinero: un stream más grande cuesta más.
hints-0-say = La oferta relámpago envía más de lo que el stream orders puede escribir, y no se rechaza nada: el broker aplica throttling a la Shop API, cuyos pedidos esperan en su búfer y luego en un send() bloqueado. Su carta muestra la espera. Una ráfaga que el stream vacía en menos de un minuto cuesta latencia, no pedidos.
hints-1-say = Esta rebaja dura más: lo que espera crece 80.000 pedidos por segundo, y un envío bloqueado más de un minuto (max.block.ms) falla y el pedido se pierde. Sube el tamaño del stream orders a 2 en su Inspector (200.000 por segundo) antes de que el pedido más antiguo en espera lleve un minuto esperando (la latencia de la Shop API).
nodes-api-name = Shop API
