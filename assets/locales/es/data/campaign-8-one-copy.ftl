# The texts of scenarios/campaign-8-one-copy.scenario.ron, to translate: keep each id and each {"{"}…{"}"} as it is.

name = 8. Una sola copia
description = El stream orders guarda una sola copia de cada partición. billing lee tan rápido como llegan los pedidos, pero analytics va minutos por detrás, así que esa única copia guarda miles de pedidos que aún tiene que contar. Los brokers del stream están fallando: el primero cae a la 1:00, y caerán más. Mantén vivo el presupuesto de errores hasta las 5:00.
hints-0-say = El stream orders guarda {"{"}replicas:orders{"}"} copia de cada partición: un broker caído se lleva sus eventos, también lo que analytics aún no ha leído. Dale un factor de replicación de 3 en su Inspector, y acks=all: así un seguidor toma el relevo y no se pierde nada confirmado. Los brokers fallan a partir de la 1:00.
hints-1-say = El stream orders ya guarda {"{"}replicas:orders{"}"} copias, pero con acks={"{"}acks:orders{"}"} la API no espera a los seguidores: lo que aún no han copiado muere con un broker caído. Pon acks en all en su Inspector: así la API retiene y reintenta lo que un fallo encuentra en vuelo.
nodes-api-name = Shop API
