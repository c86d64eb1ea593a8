# The texts of scenarios/campaign-18-reassignment-under-fire.scenario.ron, to translate: keep each id and each {"{"}…{"}"} as it is.

name = 18. Reasignación bajo fuego
description = El stream orders guarda una copia de cada partición, en el broker 0, y la tienda envía 50.000 pedidos por segundo. El broker 0 se reinicia a la 1:00 durante 20 segundos, y su disco está fallando: muere a las 4:00 con todo lo que tiene. analytics lee muy por detrás. Mantén vivo el presupuesto de errores hasta las 5:00, y el dinero: cada copia se paga.
hints-0-say = El stream orders guarda {"{"}replicas:orders{"}"} copia de cada partición, y el disco del broker 0 falla a las 4:00. Dale factor de replicación 3 en su Inspector: las réplicas nuevas empiezan vacías y copian todo lo que guarda el stream antes de contar, así que cuanto más tarde empieces, más tardará.
hints-1-say = El broker 0 se está reiniciando. Sus particiones no tienen otra copia que las lidere, así que la Shop API retiene sus pedidos hasta que vuelva. Las réplicas no se pueden mover mientras un broker está caído.
hints-2-say = Las réplicas nuevas no se ponen al día: el límite de replicación deja a cada broker copiar 25.000 pedidos por segundo, y el stream escribe 50.000. Pon Límite de replicación en sin límite en el Inspector del stream orders.
hints-3-say = Las réplicas nuevas aún se están poniendo al día, y hasta que lo hagan, las particiones solo tienen la copia del broker 0. La carta muestra cuánto les falta.
nodes-api-name = Shop API
