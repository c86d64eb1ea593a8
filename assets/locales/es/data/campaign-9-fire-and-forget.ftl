# The texts of scenarios/campaign-9-fire-and-forget.scenario.ron, to translate: keep each id and each {"{"}…{"}"} as it is.

name = 9. Dispara y olvida
description = Los pagos van de la API a un stream que guarda tres copias de todo, así que el equipo creyó que un broker caído no podía hacer daño. Pero cada fallo hasta ahora ha perdido un puñado de pagos sin dejar rastro, y la contabilidad solo puede permitirse 18 en los cinco minutos. Los brokers vuelven a fallar desde las 0:45, cada 45 s. Mantén vivo el presupuesto de errores hasta las 5:00.
hints-0-say = El stream payments guarda {"{"}replicas:payments{"}"} copias, pero con acks={"{"}acks:payments{"}"} un pago cuenta como enviado antes de que los seguidores lo copien, y un broker que falla en ese momento se lo lleva. Pon los acks del stream en all en su Inspector: así la API espera a que todas las copias sincronizadas tengan el pago, y reenvía lo que un líder caído no había pasado.
nodes-api-name = Shop API
