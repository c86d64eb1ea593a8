# The texts of scenarios/incident-unclean-election.scenario.ron, to translate: keep each id and each {"{"}…{"}"} as it is.

name = Incidente: unclean leader election
description = El stream orders guarda dos copias de cada partición, y la unclean leader election (elección de líder no limpia) está activada. A las 0:30 se reinicia el broker 1; a la 1:00 se reinicia también el broker 0, la última copia sincronizada de cada partición. Cuando el broker 1 vuelve a las 2:30 le faltan todos los pedidos desde las 0:30; el broker 0 vuelve a las 2:50. Decide qué pasa entonces: liderar con lo que tiene, o esperar al broker 0 y no perder nada.
hints-0-say = La unclean leader election está activada en el stream orders: cuando todas las réplicas sincronizadas están caídas, puede liderar una que se desincronizó, y lo que le faltaba se pierde. El broker 1 se reinicia a las 0:30 y vuelve a las 2:30 sin ninguno de los pedidos desde entonces; el broker 0 los tiene todos. Desactiva la unclean leader election en el Inspector del stream orders antes de las 2:30: así las particiones esperan al broker 0, y no se pierde nada.
hints-1-say = Con acks={"{"}acks:orders{"}"} la API no espera a los seguidores: lo que no han copiado cuando se reinicia el broker de un líder se pierde. Pon acks en all en el Inspector del stream orders: esos pedidos se reenvían.
nodes-api-name = Shop API
